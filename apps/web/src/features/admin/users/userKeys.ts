/** The administration area's reads about people (issue 35). */
export const userKeys = {
  detail: (userId: number) => ['admin', 'users', userId] as const,
};
