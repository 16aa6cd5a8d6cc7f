import type { Agent } from './agents';
import type { Article } from './articles';
import type { Faq } from './faqs';
import type { Project } from './projects';
import type { PropertyCard } from './properties';

/** `type` as the string clients compare with: "1" default, "2" category, "3" property, "4" link. */
export type SliderTypeCode = '1' | '2' | '3' | '4';

export interface Slider {
  id: number;
  /** 1 default, 2 category, 3 property, 4 link */
  type: number;
  slider_type: SliderTypeCode;
  image: string;
  web_image: string;
  link: string;
  category_id: number | null;
  /** sic */
  propertys_id: number | null;
  show_property_details: number;
  category: { id: number; category: string; image: string; slug_id: string; translated_name: string } | null;
  property: PropertyCard | null;
}

export interface HomepageCategory {
  id: number;
  category: string;
  image: string;
  slug_id: string;
  properties_count: number;
  translated_name: string;
}

export type HomepageAgent = Pick<Agent, 'id' | 'name' | 'slug_id' | 'profile' | 'email' | 'mobile' | 'projects_count' | 'property_count' | 'is_verified'>;

/** homepage-data in the fixed-key shape (≤1.2.3) that the web client reads. */
export interface HomepageData {
  featured_section: PropertyCard[];
  most_liked_properties: PropertyCard[];
  most_viewed_properties: PropertyCard[];
  project_section: Project[];
  slider_section: Slider[];
  categories_section: HomepageCategory[];
  article_section: Article[];
  agents_list: HomepageAgent[];
  faq_section: Faq[];
  /** Only for a logged-in user whose profile has a city. */
  nearby_properties?: PropertyCard[];
  user_recommendation?: PropertyCard[];
}
