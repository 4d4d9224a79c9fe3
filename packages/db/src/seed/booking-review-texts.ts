// Guest review sentences for the booking dashboard, by how the stay went, so the demo reads like
// a hotel's reviews rather than Latin filler (issue 19). The seeder picks one to three of them.
export const BOOKING_REVIEW_SENTENCES: Record<'good' | 'mixed' | 'bad', readonly string[]> = {
  good: [
    'Lovely stay, the room was spotless and the bed very comfortable.',
    'The staff at the front desk went out of their way to help us.',
    'Breakfast was excellent, with plenty of fresh fruit and good coffee.',
    'Quiet room with a great view over the old town.',
    'Check-in took two minutes and our room was ready early.',
    'Great location: a short walk to the station and the museums.',
    'We will certainly come back next summer.',
    'Good value for the price, better than the photos suggest.',
  ],
  mixed: [
    'The room was clean but smaller than we expected.',
    'Friendly staff, though breakfast ended a little early for us.',
    'Nice hotel, but the street noise kept us awake on Saturday.',
    'The Wi-Fi was slow in the evening; everything else was fine.',
    'Good location, a bit pricey for what you get.',
  ],
  bad: [
    'Our room was not ready until late in the evening.',
    'The air conditioning did not work and nobody came to fix it.',
    'The bathroom needed a proper clean when we arrived.',
    'Very noisy at night and the walls are thin.',
    'We were charged twice and it took a week to get a refund.',
  ],
};

export function bookingReviewMood(rating: number): 'good' | 'mixed' | 'bad' {
  return rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
}
