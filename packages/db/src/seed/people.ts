import type { Executor } from '../client';
import { users } from '../schema';
import type { DemoOrganisation } from './organisation';

/** The demo accounts of decisions.md. */
export const DEMO_ACCOUNTS = {
  student: { username: 'student@pathshala.example', password: 'Student@123' },
  teacher1: { username: 'teacher1@pathshala.example', password: 'Teacher@123' },
  teacher2: { username: 'teacher2@pathshala.example', password: 'Teacher@123' },
  teacher3: { username: 'teacher3@pathshala.example', password: 'Teacher@123' },
  admin: { username: 'admin', password: 'Admin@123' },
} as const;

/** Password hashes, made before the transaction (never inside one). */
export interface DemoHashes {
  student: string;
  teacher: string;
  admin: string;
}

const CLASSMATES: Array<[string, string]> = [
  ['Ananya', 'Gupta'],
  ['Kabir', 'Singh'],
  ['Diya', 'Patel'],
  ['Vihaan', 'Reddy'],
  ['Ishita', 'Menon'],
  ['Arjun', 'Das'],
  ['Sara', 'Khan'],
  ['Reyansh', 'Joshi'],
  ['Meera', 'Pillai'],
  ['Aditya', 'Kulkarni'],
];

type User = typeof users.$inferSelect;

export interface DemoPeople {
  student: User;
  teacher1: User;
  teacher2: User;
  teacher3: User;
  admin: User;
  /** The demo student's ten classmates; the last one is inactive. */
  classmates: User[];
}

/** The demo accounts (teachers at Pune, Meena Iyer at Jaipur) and the demo student's classmates. */
export async function seedPeople(
  tx: Executor,
  { hashes, organisation }: { hashes: DemoHashes; organisation: DemoOrganisation },
): Promise<DemoPeople> {
  const [student, teacher1, teacher2, teacher3, admin] = await tx
    .insert(users)
    .values([
      {
        type: 'student',
        username: DEMO_ACCOUNTS.student.username,
        email: DEMO_ACCOUNTS.student.username,
        passwordHash: hashes.student,
        salutation: 'Mr',
        firstName: 'Aarav',
        lastName: 'Sharma',
        dateOfBirth: '2012-08-14',
        currentYear: 2026,
        address: '21 Baner Road, Pune',
      },
      ...(['teacher1', 'teacher2', 'teacher3'] as const).map((key, index) => ({
        type: 'teacher' as const,
        username: DEMO_ACCOUNTS[key].username,
        email: DEMO_ACCOUNTS[key].username,
        passwordHash: hashes.teacher,
        salutation: (['Ms', 'Mr', 'Dr'] as const)[index],
        firstName: ['Priya', 'Rahul', 'Meena'][index]!,
        lastName: ['Nair', 'Verma', 'Iyer'][index]!,
        trainingCenterId: index === 2 ? organisation.jaipurId : organisation.puneId,
        trainingPartnerId: index === 2 ? organisation.brightFuturesId : organisation.shikshaId,
      })),
      {
        type: 'admin',
        username: DEMO_ACCOUNTS.admin.username,
        email: 'admin@pathshala.example',
        passwordHash: hashes.admin,
        salutation: 'Ms',
        firstName: 'Sunita',
        lastName: 'Rao',
      },
    ])
    .returning();
  const classmates = await tx
    .insert(users)
    .values(
      CLASSMATES.map(([firstName, lastName], index) => ({
        type: 'student' as const,
        username: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@pathshala.example`,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@pathshala.example`,
        passwordHash: hashes.student,
        firstName,
        lastName,
        dateOfBirth: `2012-0${(index % 9) + 1}-1${index % 9}`,
        currentYear: 2026,
        registrationStatus: index === 9 ? ('I' as const) : ('A' as const),
      })),
    )
    .returning();
  return {
    student: student!,
    teacher1: teacher1!,
    teacher2: teacher2!,
    teacher3: teacher3!,
    admin: admin!,
    classmates,
  };
}
