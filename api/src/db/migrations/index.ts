import type { Migration } from '../migrate';
import { catalogue } from './0001-catalogue';
import { content } from './0002-content';
import { leads } from './0003-leads';
import { advisorPhones } from './0004-advisor-phones';
import { profileRetention } from './0005-profile-retention';

/** Every schema change, oldest first. Never edit an applied migration: add a new one. */
export const migrations: readonly Migration[] = [catalogue, content, leads, advisorPhones, profileRetention];
