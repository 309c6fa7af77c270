import { describe, expect, it } from 'vitest';
import { priceTaskDays } from './cost.ts';

describe('priceTaskDays (C-024, M-105)', () => {
  const day = (status: string, user: string, deliverable: string, hours: string) => ({
    id: `${user}-${deliverable}-${status}`,
    status,
    user_id: user,
    deliverable_id: deliverable,
    hours,
  });
  const work = [
    { deliverableId: 'd1', userId: 'u1', rate: 150 },
    { deliverableId: 'd2', userId: 'u1', rate: 0 },
  ];

  it('prices Approved days with the rate of the person on the deliverable', () => {
    expect(priceTaskDays([day('Approved', 'u1', 'd1', '2.50')], work)).toEqual([
      {
        id: 'u1-d1-Approved',
        status: 'Approved',
        user_id: 'u1',
        deliverable_id: 'd1',
        hours: 2.5,
        rate: 150,
        totalCost: 375,
      },
    ]);
    expect(priceTaskDays([day('Approved', 'u1', 'd2', '3')], work)[0]).toMatchObject({
      rate: 0,
      totalCost: 0,
    });
  });

  it('leaves rate and cost blank for other sheets and for days without approved work', () => {
    expect(priceTaskDays([day('Submitted', 'u1', 'd1', '1')], work)[0]).toMatchObject({
      hours: 1,
      rate: null,
      totalCost: null,
    });
    expect(priceTaskDays([day('Approved', 'u2', 'd1', '1')], work)[0]).toMatchObject({
      rate: null,
      totalCost: null,
    });
  });
});
