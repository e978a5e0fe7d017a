import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

// The same Vite and React Router plugin as the app, with their defaults (no chunking rules, no CSS).
export default defineConfig({ plugins: [reactRouter()], logLevel: 'warn' })
