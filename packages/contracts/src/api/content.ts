import { z } from 'zod';
import { StudyStatus } from '../enums';
import { CacheBust, endpoint, Id, OkResponse } from './endpoint';
import { SyncFields } from './fields';
import { ContentSummary } from './learning';

const STUDENT = ['student'] as const;

/** Why a web resource cannot be shown in a frame: it refuses framing, or it does not answer. */
export const WebCheckReason = z.enum(['blocked', 'unreachable']);
export type WebCheckReason = z.infer<typeof WebCheckReason>;

export const Bookmark = z.object({ position: z.number(), time: z.number() });
/** How long the file link in a content item works (a long lesson, not a day). */
export const CONTENT_LINK_LIFETIME_SECONDS = 4 * 60 * 60;

export const ContentItem = ContentSummary.extend({
  /** A web resource's address, or the file's address with a token for this item and student. */
  CT_ContentLink: z.string(),
  /** The stored file's media type (a document is a PDF or HTML); null for a web resource. */
  CT_MimeType: z.string().nullable(),
  CN_Name: z.string(),
  SC_Name: z.string().nullable(),
  bookmark: Bookmark.nullable(),
  progress: z.number(),
  previousContentId: z.number().int().nullable(),
  nextContentId: z.number().int().nullable(),
  /** The stored file's size in bytes (what saving it for offline takes); null for a web resource. */
  CT_FileSize: z.number().int().nullable().default(null),
});
export type ContentItem = z.infer<typeof ContentItem>;

export const ProgressBody = z.object({
  contentId: z.number().int().positive(),
  timeSpent: z.number().int().min(0).max(86_400),
  completionPercentage: z.number().min(0).max(100),
  status: StudyStatus,
  ...SyncFields.shape,
});
export const BookmarkBody = z.object({
  position: z.number().min(0).max(1_000_000),
  time: z.number().min(0).max(1_000_000),
  ageSeconds: SyncFields.shape.ageSeconds,
});

const ContentListResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  content: z.array(ContentSummary),
});
const ContentResponse = z.object({ success: z.literal(true), message: z.string(), content: ContentItem });

export const contentEndpoints = {
  conceptContentItem: endpoint({
    method: 'GET',
    path: '/api/content/:conceptId/:contentId',
    summary: 'One content item of a concept',
    access: STUDENT,
    params: z.object({ conceptId: Id, contentId: Id }),
    query: CacheBust,
    response: ContentResponse,
  }),
  subconceptContentItem: endpoint({
    method: 'GET',
    path: '/api/content/subconcept/:subconceptId/:contentId',
    summary: 'One content item of a subconcept',
    access: STUDENT,
    params: z.object({ subconceptId: Id, contentId: Id }),
    query: CacheBust,
    response: ContentResponse,
  }),
  conceptContent: endpoint({
    method: 'GET',
    path: '/api/content/:conceptId',
    summary: 'Content list of a concept',
    access: STUDENT,
    params: z.object({ conceptId: Id }),
    query: CacheBust,
    response: ContentListResponse,
  }),
  subconceptContent: endpoint({
    method: 'GET',
    path: '/api/content/subconcept/:subconceptId',
    summary: 'Content list of a subconcept',
    access: STUDENT,
    params: z.object({ subconceptId: Id }),
    query: CacheBust,
    response: ContentListResponse,
  }),
  progress: endpoint({
    method: 'POST',
    path: '/api/content/progress',
    summary: 'Report study progress',
    access: STUDENT,
    body: ProgressBody,
    response: OkResponse,
  }),
  bookmark: endpoint({
    method: 'POST',
    path: '/api/content/bookmark/:contentId',
    summary: 'Save the position to resume at',
    access: STUDENT,
    params: z.object({ contentId: Id }),
    body: BookmarkBody,
    response: OkResponse,
  }),
  webCheck: endpoint({
    method: 'GET',
    path: '/api/content/web-check/:contentId',
    summary:
      "Whether a web resource answers and allows being shown in a frame (browsers cannot tell a page's failure)",
    access: STUDENT,
    params: z.object({ contentId: Id }),
    query: CacheBust,
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      embeddable: z.boolean(),
      reason: WebCheckReason.nullable(),
    }),
  }),
  serve: endpoint({
    method: 'GET',
    path: '/api/content/serve/:contentId',
    summary:
      "Stream a content file (supports Range). The token goes in the query string: the access token (as the spec's clients send it) or the item's own link token from CT_ContentLink; the bearer header works too",
    access: STUDENT,
    linkToken: true,
    queryAccessToken: true,
    params: z.object({ contentId: Id }),
    query: z.object({ token: z.string().max(2048).optional() }),
    response: z.unknown(),
  }),
} as const;

/**
 * The address a web resource is shown at: a link without an http(s) scheme is prefixed with
 * https:// (spec section 5), which also keeps `javascript:` and other schemes out of the frame.
 */
export function webResourceUrl(link: string): string {
  const trimmed = link.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}
