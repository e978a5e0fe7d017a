import type { UsersKey } from './users.ar.ts'

export const usersEn: Record<UsersKey, string> = {
}
