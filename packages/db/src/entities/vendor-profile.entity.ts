import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UserOwned } from './user-owned.js';
import { CreatedAt, Timestamp, UpdatedAt } from './columns.js';

/**
 * What Billfold learned of one vendor from one user's saved invoices: the keys that identify the
 * vendor, where each field stands on the page and how it is written, and the user's own naming and
 * category. Values and positions only, never the document. Private to the user: deleted with the
 * account.
 */
@Entity({ name: 'vendor_profiles' })
@Index('vendor_profiles_user_id_idx', ['userId', 'lastUsedAt'])
export class VendorProfile extends UserOwned {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The vendor's name as the user wrote it on their last saved invoice of it. */
  @Column({ type: 'varchar', length: 200 })
  vendorName!: string;

  /** The learned profile (keys, field anchors, category, currency): a contract VendorProfileData. */
  @Column({ type: 'jsonb' })
  profile!: Record<string, unknown>;

  @Column({ type: 'integer', default: 0 })
  invoicesSeen!: number;

  /** The last time the profile learned from a save or was applied to an analysis. */
  @Timestamp()
  lastUsedAt!: Date;

  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;
}
