import { concepts, contentItems, courses, curricula, type Executor, subconcepts } from '@pathshala/db';
import { asc, eq } from 'drizzle-orm';

type ContentType = (typeof contentItems.$inferSelect)['type'];

/** The demo school's first content item of a type. */
export async function firstContentOfType(db: Executor, type: ContentType) {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(eq(contentItems.type, type))
    .orderBy(asc(contentItems.id))
    .limit(1);
  if (!row) throw new Error(`The demo school has no ${type} item`);
  return row;
}

/** A curriculum no demo cohort studies, with one PDF: everything in it is foreign to the demo students. */
export async function insertForeignCurriculum(db: Executor) {
  const [curriculum] = await db.insert(curricula).values({ name: 'Class 9 History' }).returning();
  const [course] = await db
    .insert(courses)
    .values({ curriculumId: curriculum!.id, name: 'Empires' })
    .returning();
  const [concept] = await db.insert(concepts).values({ courseId: course!.id, name: 'Mughals' }).returning();
  const [subconcept] = await db
    .insert(subconcepts)
    .values({ conceptId: concept!.id, name: 'Akbar' })
    .returning();
  const [content] = await db
    .insert(contentItems)
    .values({
      conceptId: concept!.id,
      subconceptId: subconcept!.id,
      name: 'Akbar notes',
      type: 'PDF',
      storagePath: 'demo/cells-notes.pdf',
      mimeType: 'application/pdf',
    })
    .returning();
  return {
    courseId: course!.id,
    conceptId: concept!.id,
    subconceptId: subconcept!.id,
    contentId: content!.id,
  };
}
