import { describe, expect, it } from 'vitest';
import {
  type ConsumptionColor,
  consumptionColor,
  dailyTotalColor,
  type TotalColor,
  weeklyTotalColor,
} from './colors.ts';

describe('daily total colour: orange above 8, red above 12', () => {
  it.each<[number, TotalColor]>([
    [0, 'default'],
    [7.75, 'default'],
    [8, 'default'],
    [8.25, 'orange'],
    [12, 'orange'],
    [12.25, 'red'],
    [24, 'red'],
  ])('%d h → %s', (hours, color) => {
    expect(dailyTotalColor(hours)).toBe(color);
  });
});

describe('weekly total colour: orange above 40, red from 50 (Gap 5)', () => {
  it.each<[number, TotalColor]>([
    [0, 'default'],
    [40, 'default'],
    [40.25, 'orange'],
    [49.75, 'orange'],
    [50, 'red'],
    [80, 'red'],
  ])('%d h → %s', (hours, color) => {
    expect(weeklyTotalColor(hours)).toBe(color);
  });
});

describe('consumption colour: green up to 60 %, amber above 60 %, red above 80 %', () => {
  it.each<[number, ConsumptionColor]>([
    [0, 'green'],
    [60, 'green'],
    [60.1, 'amber'],
    [80, 'amber'],
    [80.1, 'red'],
    [150, 'red'],
  ])('%d %% → %s', (percent, color) => {
    expect(consumptionColor(percent)).toBe(color);
  });
});
