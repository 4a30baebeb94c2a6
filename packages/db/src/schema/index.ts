export * from './accounts';
export * from './assessments';
export * from './attempts';
export * from './cohorts';
export * from './curriculum';
export * from './operations';
export * from './organisation';
export * from './requests';
