/** The one route map (docs/product.md §2). Modules navigate with these helpers, never with string literals. */
export const paths = {
  landing: () => '/',
  feed: (filters: { user?: number; surgery?: number; comment?: number; login?: boolean } = {}) => {
    const params = new URLSearchParams();
    if (filters.surgery != null) params.set('surgery', String(filters.surgery));
    if (filters.comment != null) params.set('comment', String(filters.comment));
    if (filters.user != null) params.set('user', String(filters.user));
    if (filters.login) params.set('login', 'true');
    const query = params.toString();
    return query ? `/surgeries?${query}` : '/surgeries';
  },
  /** docs/product.md §2 writes the header link with a slash before the query: '/surgeries/?user={id}'. */
  memberSurgeries: (userId: number) => `/surgeries/?user=${userId}`,
  createReview: () => '/create-review',
  editReview: (id: number) => `/review/${id}/edit`,
  addUpdate: (surgeryId: number) => `/${surgeryId}/update`,
  editUpdate: (id: number) => `/update/${id}/edit`,
  notifications: () => '/notifications',
  verifyEmail: (token?: string) =>
    token ? `/verify-email?token=${encodeURIComponent(token)}` : '/verify-email',
} as const;

/** Route patterns for react-router, matching `paths`. */
export const routePatterns = {
  landing: '/',
  feed: '/surgeries',
  createReview: '/create-review',
  editReview: '/review/:id/edit',
  addUpdate: '/:surgery/update',
  editUpdate: '/update/:id/edit',
  notifications: '/notifications',
  verifyEmail: '/verify-email',
} as const;
