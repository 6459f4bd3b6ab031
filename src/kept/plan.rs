//! Reading ahead: the series a reading plan and the reader's pace are
//! for, the pace itself (the minutes read over the last [`PACE_DAYS`]
//! days, and the day the reader would finish at it), and what the "Feed
//! reader and calendar" dialog is handed ([`Handed`]): its titles plain,
//! its feeds and places named, the unread parts in order and the pace,
//! so the dialog's module (`follow.js`) makes its files from them and
//! reads no catalog, no emphasis and no kept document of its own. Your
//! progress says the same pace.

use std::borrow::Cow;
use std::sync::Arc;

use serde::Serialize;

use crate::catalog::emphasis::plain;
use crate::catalog::{Catalog, Part, Series, duration};
use crate::days::{DAY, day_text, minutes_of};
use crate::folders;
use crate::ids;
use crate::interface::date;
use crate::kept::annotations::Annotations;
use crate::kept::progress::Progress;

/// The pace is the reader's over this many days.
pub const PACE_DAYS: i64 = 28;

/// The series a plan and the pace are for: those the reader follows, or,
/// where they follow none, those they have started and not finished; in
/// the catalog's order.
pub fn planned<'a>(
    catalog: &'a Catalog,
    progress: &Progress,
    annotations: &Annotations,
) -> Vec<&'a Arc<Series>> {
    let followed: Vec<&Arc<Series>> = (catalog.series.iter())
        .filter(|series| annotations.is_followed(&series.id))
        .collect();
    if !followed.is_empty() {
        return followed;
    }
    (catalog.series.iter())
        .filter(|series| (1..series.parts.len()).contains(&progress.read_count(series)))
        .collect()
}

/// The reader's pace: how many minutes a week they read, over the last
/// [`PACE_DAYS`] days, and the day (`YYYY-MM-DD`, the reader's own) they
/// would finish the unread parts of the series planned at it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pace {
    pub minutes_a_week: i64,
    pub finish: String,
}

impl Pace {
    /// The pace as the reader is told it, in the page's language.
    pub fn said(&self) -> String {
        say!(
            your_pace,
            time = duration(self.minutes_a_week),
            date = date(&self.finish)
        )
    }
}

/// The pace at `now` (an ISO 8601 UTC time), for a reader whose clock is
/// `offset` minutes ahead of UTC: the minutes of the catalog's parts read
/// in the last [`PACE_DAYS`] days, spread over those days. None where
/// there is not enough to say: parts read on fewer than two of the
/// reader's days in that time, no part read in it giving its minutes, or
/// nothing left with minutes to read in `planned`. Never before the day
/// after `now`.
pub fn pace(
    catalog: &Catalog,
    planned: &[&Arc<Series>],
    progress: &Progress,
    now: &str,
    offset: i64,
) -> Option<Pace> {
    let now = minutes_of(now)? + offset;
    let since = now - PACE_DAYS * DAY;
    let mut days: Vec<i64> = Vec::new();
    let mut read = 0;
    for series in &catalog.series {
        for part in &series.parts {
            let Some(at) = progress.read_at(&series.id, &part.id) else {
                continue;
            };
            let Some(at) = minutes_of(at).map(|at| at + offset) else {
                continue;
            };
            if at <= since || at > now {
                continue;
            }
            if !days.contains(&at.div_euclid(DAY)) {
                days.push(at.div_euclid(DAY));
            }
            read += part.minutes.unwrap_or(0);
        }
    }
    let left: i64 = (planned.iter())
        .flat_map(|series| {
            (series.parts.iter()).filter(|part| !progress.is_read(&series.id, &part.id))
        })
        .filter_map(|part| part.minutes)
        .sum();
    if days.len() < 2 || read == 0 || left == 0 {
        return None;
    }
    // Whole days, rounded up: `left` is positive, and so is `read`.
    let days_left = ((left * PACE_DAYS + read - 1) / read).max(1);
    Some(Pace {
        minutes_a_week: ((read * 7 + PACE_DAYS / 2) / PACE_DAYS).max(1),
        finish: day_text(now.div_euclid(DAY) + days_left),
    })
}

/// What "Feed reader and calendar" is handed: the catalog's title, the
/// series followed, the unread parts of the series planned, in order, and
/// the pace; every text plain, every place relative to the page.
#[derive(Debug, Serialize)]
pub struct Handed<'a> {
    pub title: Cow<'a, str>,
    pub followed: Vec<Followed<'a>>,
    pub unread: Vec<Unread<'a>>,
    /// The pace, as Your progress says it.
    pub pace: Option<String>,
}

/// A series followed: its feed, for a feed reader.
#[derive(Debug, Serialize)]
pub struct Followed<'a> {
    pub title: Cow<'a, str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lang: Option<&'a str>,
    pub feed: String,
    pub place: String,
}

/// A part left to read: what a planned event says of it and links to.
#[derive(Debug, Serialize)]
pub struct Unread<'a> {
    /// `series.part`: what a calendar knows the event by.
    pub id: String,
    pub title: Cow<'a, str>,
    pub series: Cow<'a, str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub minutes: Option<i64>,
    /// The part's own link, else its series' place on the page.
    pub link: String,
}

impl<'a> Handed<'a> {
    /// What the dialog is handed at `now`, for a reader whose clock is
    /// `offset` minutes ahead of UTC.
    pub fn new(
        catalog: &'a Catalog,
        progress: &Progress,
        annotations: &Annotations,
        now: &str,
        offset: i64,
    ) -> Handed<'a> {
        let place = |series: &Series| ["#", &ids::series_title(&series.id)].concat();
        let followed = (catalog.series.iter())
            .filter(|series| annotations.is_followed(&series.id))
            .map(|series| Followed {
                title: plain(&series.title),
                lang: series.lang.as_deref(),
                feed: folders::series_feed(&series.id),
                place: place(series),
            })
            .collect();
        let planned = planned(catalog, progress, annotations);
        let unread = (planned.iter())
            .flat_map(|series| {
                let unread = |part: &&Part| !progress.is_read(&series.id, &part.id);
                series.parts.iter().filter(unread).map(|part| Unread {
                    id: [series.id.as_str(), ".", &part.id].concat(),
                    title: plain(&part.title),
                    series: plain(&series.title),
                    minutes: part.minutes,
                    link: part.url.clone().unwrap_or_else(|| place(series)),
                })
            })
            .collect();
        Handed {
            title: plain(&catalog.title),
            followed,
            unread,
            pace: pace(catalog, &planned, progress, now, offset).map(|pace| pace.said()),
        }
    }
}
