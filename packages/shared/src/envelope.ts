// The response envelope every /api/ call answers with (API-CONTRACT.md §2.2).

export interface ApiSuccess<T> {
  error: false;
  message: string;
  data: T;
  total?: number;
  [sibling: string]: unknown;
}

export interface ApiFailure {
  error: true;
  message: string;
  code?: number;
  key?: string;
  data?: unknown;
  [sibling: string]: unknown;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
