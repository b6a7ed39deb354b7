//! The measures goal cards read from a park (TB-2, TB-16).

use crate::cards::{Metric, TrailType};
use crate::loops::LoopSet;
use crate::park::Park;
use serde::{Deserialize, Serialize};

/// TB-2: how a park's area (Metro Park's "8 squares", L71) is measured.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum AreaMeasure {
    /// The ruling: the cells the park's cards cover (8 squares of 70 mm =
    /// 32 cells of 35 mm).
    #[default]
    CoveredCells,
    /// The smallest rectangle holding the park, in cells.
    BoundingBox,
}

/// A park's value on `metric`.
pub fn measure(metric: &Metric, park: &Park, loops: &LoopSet, area: AreaMeasure) -> u16 {
    let per_type = |f: &dyn Fn(TrailType) -> u16| TrailType::ALL.map(f);
    match metric {
        Metric::LoopTypes => TrailType::ALL
            .iter()
            .filter(|&&t| loops.count_of(t) > 0)
            .count() as u16,
        Metric::SelfCrossings => loops
            .loops()
            .iter()
            .map(|l| u16::from(l.self_crossings))
            .sum(),
        Metric::BusiestCamp => per_type(&|t| loops.count_of(t) as u16)
            .into_iter()
            .max()
            .unwrap_or(0),
        Metric::LongestLoop => loops.loops().iter().map(|l| l.points).max().unwrap_or(0),
        Metric::Loops => loops.loops().len() as u16,
        Metric::LoopPoints => loops.points(),
        Metric::WeakestType => per_type(&|t| loops.points_of(t))
            .into_iter()
            .min()
            .unwrap_or(0),
        Metric::BestCamp => per_type(&|t| loops.points_of(t))
            .into_iter()
            .max()
            .unwrap_or(0),
        Metric::Markers(kinds) => {
            let m = loops.markers();
            kinds.iter().map(|&k| m.get(k)).sum()
        }
        Metric::Area => {
            let cells = match area {
                AreaMeasure::CoveredCells => park.covered_cells(),
                AreaMeasure::BoundingBox => park.bounding_box_cells(),
            };
            cells.min(usize::from(u16::MAX)) as u16
        }
    }
}
