/** Back-office texts of the users screens (Arabic is the source of the keys). */
export const usersAr = {
} as const

export type UsersKey = keyof typeof usersAr
