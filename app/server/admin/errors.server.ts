// A refusal the admin API turns into a JSON error with a status and a message the dashboard
// shows as is ('Session is full', 'Registration not found', ...).
export class AdminActionError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 502 | 503,
    message: string,
  ) {
    super(message);
  }
}
