import { admin } from './admin';
import { insightItems } from './insight-items';
import { insightPractice } from './insight-practice';
import { learning } from './learning';
import { recovery } from './recovery';
import { student } from './student';

/**
 * The English areas a screen's foundation adds to the built-in part (./first): the public screens'
 * (recovery, and the first-run setup's form fields from admin), a student's, or all of ./index for
 * staff, whose screens share many areas. app/foundations.test.ts checks each part reads no other.
 */
export const publicEnglish = { recovery, admin };
export const studentEnglish = { recovery, student, learning, insightPractice, insightItems };
