/** Back-office texts of the posts screens (Arabic is the source of the keys). */
export const postsAr = {
} as const

export type PostsKey = keyof typeof postsAr
