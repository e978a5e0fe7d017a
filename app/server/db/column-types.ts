import type { ColumnType, Generated } from 'kysely'

/**
 * Column types shared by both databases. Timestamps travel as ISO-8601 strings on both (PostgreSQL's
 * timestamptz is parsed to ISO strings by the pg driver setup). Booleans come back as 0/1 from
 * SQLite and true/false from PostgreSQL, so reads go through `toBool`.
 */
export type Timestamp = ColumnType<string, string | undefined, string>
export type Bool = ColumnType<boolean | number, boolean | undefined, boolean>
export type Id = Generated<number>
/** A column the database fills in when an insert leaves it out. */
export type Default<T> = ColumnType<T, T | undefined, T>
/** A column that may be left out of an insert (it is then null). */
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>

export type Lang = 'ar' | 'en'
