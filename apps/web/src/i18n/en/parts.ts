import { learning } from './learning';
import { recovery } from './recovery';
import { student } from './student';

/**
 * The English areas a screen's foundation adds to the built-in part (./first): the public screens
 * (recovery), a student's, or all of ./index for staff, whose screens share many areas.
 */
export const publicEnglish = { recovery };
export const studentEnglish = { recovery, student, learning };
