import { useCallback, useState } from 'react';
import { useNavigation } from 'react-router';

/** What the list and map pages keep around their results: the filter drawer, and whether their own path is loading. */
export function useSearchPage(path: string) {
  const navigation = useNavigation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const onCloseDrawer = useCallback(() => setDrawerOpen(false), []);
  return {
    pending: navigation.state === 'loading' && navigation.location.pathname === path,
    openDrawer,
    /** The FilterPanel's drawer props. */
    drawer: { drawerOpen, onCloseDrawer },
  };
}
