import type { ApiResponse, EndpointId } from '@core/generated/api';
import replies from '../fixtures/legal.json';

// Replies for the stories of the legal documents, rules, re-acceptance and the operations
// documents screens, written by hand in stories/fixtures/legal.json from the repository's own
// document files. tests/server/stories/legalFixtures.test.ts checks each against its endpoint's
// response schema.

type Key = Exclude<keyof typeof replies, '$comment'>;

function replyOf<Id extends EndpointId>(key: Key, endpoint: Id): ApiResponse<Id> {
  const kept = replies[key];
  if (kept.endpoint !== endpoint) throw new Error(`stories/fixtures/legal.json ${key} is a reply of ${kept.endpoint}, not ${endpoint}`);
  return kept.data as ApiResponse<Id>;
}

export const agreementDoc = replyOf('agreement', 'common/tmp');
export const agreementDocKo = replyOf('agreementKo', 'common/tmp');
export const withdrawalRules = replyOf('withdrawalRules', 'common/rule');
export const pendingDocuments = replyOf('pending', 'member/documents');
export const noPendingDocuments = replyOf('pendingNone', 'member/documents');
export const documentAccepted = replyOf('accepted', 'member/accept');
export const opsDocumentList = replyOf('opsDocuments', 'ops/documents');
export const opsDocumentText = replyOf('opsDocument', 'ops/document');
export const opsDocumentPreview = replyOf('preview', 'ops/document_preview');
export const opsDocumentPublished = replyOf('published', 'ops/document_publish');
