// The offline area's addresses, apart from its route table: the pages link with them, and the route table
// loads the pages lazily, so keeping both in one module would make an import circle.
export const OFFLINE_BASE_PATH = '/dashboard/offline';

export const offlinePaths = {
  library: OFFLINE_BASE_PATH,
  document: (documentId: string) => `${OFFLINE_BASE_PATH}/documents/${documentId}`,
  paper: (paperId: string) => `${OFFLINE_BASE_PATH}/papers/${paperId}`,
};
