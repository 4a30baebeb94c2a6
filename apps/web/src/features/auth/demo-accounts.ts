import type { UserType } from '@pathshala/contracts';

/** The demo sign-ins seeded in demo mode (decisions.md, "Demo mode"). */
export interface DemoAccount {
  type: UserType;
  /** For teachers, which of the three. */
  number?: number;
  username: string;
  password: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { type: 'student', username: 'student@pathshala.example', password: 'Student@123' },
  { type: 'teacher', number: 1, username: 'teacher1@pathshala.example', password: 'Teacher@123' },
  { type: 'teacher', number: 2, username: 'teacher2@pathshala.example', password: 'Teacher@123' },
  { type: 'teacher', number: 3, username: 'teacher3@pathshala.example', password: 'Teacher@123' },
  { type: 'admin', username: 'admin', password: 'Admin@123' },
];
