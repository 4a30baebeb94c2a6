import type { Executor } from '../client';
import { adminRequests, passwordResetRequests, users } from '../schema';
import { daysAgo } from './days-ago';
import type { DemoPeople } from './people';

/** Request queues in every status: admin access (one approved, so its admin exists) and password resets. */
export async function seedRequests(
  tx: Executor,
  {
    now,
    adminHash,
    people,
  }: { now: Date; adminHash: string; people: Pick<DemoPeople, 'admin' | 'teacher3' | 'classmates'> },
): Promise<void> {
  const { admin, teacher3, classmates } = people;
  await tx.insert(adminRequests).values([
    {
      email: 'vikram.malhotra@shiksha.example',
      username: 'vikram.m',
      salutation: 'Mr',
      firstName: 'Vikram',
      lastName: 'Malhotra',
      passwordHash: adminHash,
      address: 'Shiksha Learning Centre, Nashik',
      justification:
        'I coordinate the Nashik centre and need to create cohorts and teacher accounts for the new term.',
      status: 'P',
      requestedBy: admin.id,
      createdAt: daysAgo(now, 1),
    },
    {
      email: 'fatima.sheikh@brightfutures.example',
      username: 'fatima.s',
      salutation: 'Dr',
      firstName: 'Fatima',
      lastName: 'Sheikh',
      passwordHash: adminHash,
      address: 'Bright Futures Academy, Jaipur',
      justification: 'As academic head in Jaipur I manage password resets and accounts for forty teachers.',
      status: 'P',
      requestedBy: admin.id,
      createdAt: daysAgo(now, 0, 5),
    },
    {
      email: 'rohan.mehta@shiksha.example',
      username: 'rohan.m',
      salutation: 'Mr',
      firstName: 'Rohan',
      lastName: 'Mehta',
      passwordHash: adminHash,
      justification: 'Need access to the platform to look around and maybe help out sometimes.',
      status: 'R',
      requestedBy: admin.id,
      processedBy: admin.id,
      processedAt: daysAgo(now, 8),
      rejectionReason: 'Admin access is only for centre coordinators; please ask your coordinator instead.',
      createdAt: daysAgo(now, 9),
    },
  ]);
  const [approvedAdmin] = await tx
    .insert(users)
    .values({
      type: 'admin',
      username: 'lakshmi.k',
      email: 'lakshmi.krishnan@shiksha.example',
      passwordHash: adminHash,
      salutation: 'Ms',
      firstName: 'Lakshmi',
      lastName: 'Krishnan',
    })
    .returning();
  await tx.insert(adminRequests).values({
    email: 'lakshmi.krishnan@shiksha.example',
    username: 'lakshmi.k',
    salutation: 'Ms',
    firstName: 'Lakshmi',
    lastName: 'Krishnan',
    passwordHash: adminHash,
    address: 'Shiksha Learning Centre, Pune',
    justification: 'I run admissions at the Pune centre and enrol new students every month.',
    status: 'A',
    requestedBy: admin.id,
    processedBy: admin.id,
    processedAt: daysAgo(now, 20),
    createdUserId: approvedAdmin!.id,
    createdAt: daysAgo(now, 21),
  });
  await tx.insert(passwordResetRequests).values([
    {
      userId: classmates[0]!.id,
      email: classmates[0]!.email!,
      userType: 'student',
      requestedAt: daysAgo(now, 0, 3),
    },
    { userId: teacher3.id, email: teacher3.email!, userType: 'teacher', requestedAt: daysAgo(now, 1, 2) },
    {
      userId: classmates[1]!.id,
      email: classmates[1]!.email!,
      userType: 'student',
      status: 'approved',
      requestedAt: daysAgo(now, 5),
      processedBy: admin.id,
      processedAt: daysAgo(now, 5),
      adminNotes: 'Verified with the class teacher by phone.',
    },
    {
      userId: classmates[2]!.id,
      email: classmates[2]!.email!,
      userType: 'student',
      status: 'rejected',
      requestedAt: daysAgo(now, 10),
      processedBy: admin.id,
      processedAt: daysAgo(now, 9),
      adminNotes: 'Request did not come from the student; parent asked us to ignore it.',
    },
  ]);
}
