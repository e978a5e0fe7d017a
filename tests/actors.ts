/**
 * The staff members domain tests act as: the activity log records their id and e-mail, revisions
 * their name. They need no account: the writers take the actor as given.
 */
export const editorActor = { id: 'user-1', email: 'editor@example.com', name: 'Layla Editor' }
export const adminActor = { id: 'admin-1', email: 'admin@example.com', name: 'Sami Admin' }
