import type { PostsKey } from './posts.ar.ts'

export const postsEn: Record<PostsKey, string> = {
}
