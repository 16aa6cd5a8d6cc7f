import type { Project } from '@abode/shared/schemas/projects';
import type { Translations } from '../languages/translations.js';
import { phoneNumber } from '../properties/property.mapper.js';
import type { CompanyContact } from '../settings/settings.service.js';
import type { ProjectRow, ProjectsRepo } from './projects.repo.js';

// Row → project shape of API-CONTRACT.md §2.5 (with its `gallary_images` spelling).

type Rows<K extends 'imagesOf' | 'documentsOf' | 'plansOf'> = Awaited<ReturnType<ProjectsRepo[K]>>;

export interface ProjectFacts {
  images: Rows<'imagesOf'>;
  documents: Rows<'documentsOf'>;
  plans: Rows<'plansOf'>;
  featured: boolean;
  company: CompanyContact;
}

export interface ProjectContext {
  url: (key: string | null | undefined) => string;
  tr: Translations;
}

function customerOf(row: ProjectRow, company: CompanyContact, url: ProjectContext['url']): Project['customer'] {
  if (row.user_id === null) {
    return { id: 0, name: company.name, slug_id: '', profile: company.profile, email: company.email, mobile: company.mobile, is_user_verified: true };
  }
  return {
    id: row.user_id,
    name: row.owner_name ?? '',
    slug_id: row.owner_slug_id ?? '',
    profile: url(row.owner_profile),
    email: row.owner_email ?? '',
    mobile: phoneNumber(row.owner_country_code, row.owner_mobile),
    is_user_verified: row.owner_verification_status === 'success',
  };
}

export function toProject(row: ProjectRow, facts: ProjectFacts, { url, tr }: ProjectContext): Project {
  return {
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    description: row.description,
    category_id: row.category_id,
    category: {
      id: row.category_id,
      category: row.category_name,
      image: url(row.category_image),
      slug_id: row.category_slug_id,
      translated_name: tr.text('category', row.category_id, 'category', row.category_name),
    },
    image: url(row.image),
    image_hash: row.image_hash ?? '',
    video_link: row.video_link ?? '',
    location: row.location,
    latitude: row.latitude === null ? '' : String(row.latitude),
    longitude: row.longitude === null ? '' : String(row.longitude),
    city: row.city,
    state: row.state,
    country: row.country,
    type: row.type,
    status: row.status,
    request_status: row.request_status,
    total_click: row.total_click,
    is_admin_listing: row.user_id === null,
    added_by: row.user_id ?? 0,
    meta_title: row.meta_title || row.title,
    meta_description: row.meta_description || row.description.slice(0, 160),
    meta_keywords: row.meta_keywords ?? '',
    meta_image: url(row.meta_image ?? row.image),
    gallary_images: facts.images.map((i) => ({ id: i.id, project_id: i.project_id, name: url(i.image), type: 'image' as const })),
    documents: facts.documents.map((d) => ({ id: d.id, project_id: d.project_id, name: url(d.file), file_name: d.file_name, type: 'doc' as const })),
    plans: facts.plans.map((p) => ({ id: p.id, project_id: p.project_id, title: p.title, document: url(p.document) })),
    customer: customerOf(row, facts.company, url),
    is_promoted: facts.featured,
    created_at: row.created_at,
    translated_title: tr.text('project', row.id, 'title', row.title),
    translated_description: tr.text('project', row.id, 'description', row.description),
  };
}
