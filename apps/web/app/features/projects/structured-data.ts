import type { Project } from '@abode/shared/schemas/projects';
import { paths } from '~/config/paths';

/** schema.org description of a development for search engines: a residence complex at a place. */
export function projectStructuredData(project: Project, origin: string, description: string) {
  const latitude = Number(project.latitude);
  const longitude = Number(project.longitude);
  return {
    '@context': 'https://schema.org',
    '@type': 'ApartmentComplex',
    name: project.translated_title || project.title,
    description,
    url: `${origin}${paths.project(project.slug_id)}`,
    image: [project.image, ...project.gallary_images.map((image) => image.name)].filter(Boolean),
    address: {
      '@type': 'PostalAddress',
      streetAddress: project.location,
      addressLocality: project.city,
      addressRegion: project.state,
      addressCountry: project.country,
    },
    ...(Number.isFinite(latitude) && Number.isFinite(longitude) ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } } : {}),
  };
}
