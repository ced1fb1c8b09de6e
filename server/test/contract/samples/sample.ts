import type { z } from 'zod';
import type { Endpoint } from '@gwn/contract';
import type { AccountDb, RegionDb } from '../../../src/db/connect.ts';
import type { BuiltOperator } from '../../factories.ts';
import type { TestEnv } from '../../test-system.ts';
import type { UploadFile } from '../raw-request.ts';

/** What a sample may use to build the rows its call needs (through the factories). */
export interface SampleContext {
  accountDb: AccountDb;
  /** The region the call goes to (US). */
  regionDb: RegionDb;
  /** The file's shared super administrator; a sample whose call ends or changes a session builds its own operator. */
  admin: BuiltOperator;
  /** A call to the file's test system, for samples that need the services to build their rows (single sign-on). */
  call: TestEnv['call'];
}

/**
 * A call of a mutating endpoint that succeeds: its payload (the query for uploads) and what the audit
 * entry it writes must say.
 */
export interface Sample<Payload> {
  payload: Payload;
  /** The file of an upload. */
  file?: UploadFile;
  /**
   * The operator whose credential the call presents: by default the shared super administrator, or no
   * one for a public endpoint. Internal endpoints present the internal secret.
   */
  as?: BuiltOperator;
  /** The account the entry names when it is not the presenting operator's (a sign-in, a link from an e-mail). */
  actor?: string;
  /** The call creates, changes or deletes records: its entry lists the changed fields with before and after values. */
  edits: boolean;
}

export type SampleBuilder<E extends Endpoint = Endpoint> = (ctx: SampleContext) => Promise<Sample<z.input<E['request']>>>;

/** One entry of the sample registry; the payload is checked against the endpoint's request type. */
export const sampleOf = <E extends Endpoint>(endpoint: E, build: NoInfer<SampleBuilder<E>>): [Endpoint, SampleBuilder] => [endpoint, build];
