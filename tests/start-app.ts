// The server's start from the sources, without listening: `createApp` of server/app.ts (migrations,
// demo content on an empty database, its pictures in a child process). Run as a process of its own
// by tests that kill a start part-way; prints `started` when the app is built.
import { createApp } from '../server/app.ts'

await createApp()
console.log('started')
