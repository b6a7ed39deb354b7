//! The search tree: nodes in one arena, reused from search to search.

/// The root's index.
pub(super) const ROOT: u32 = 0;
const NONE: u32 = u32::MAX;

/// One node: the action (by its code) that led here, the seat that chose
/// it, and what the iterations through it earned that seat.
#[derive(Copy, Clone, Debug)]
struct Node {
    code: u128,
    seat: u8,
    visits: u32,
    available: u32,
    children: u32,
    reward: f64,
    first_child: u32,
    next_sibling: u32,
}

impl Node {
    fn new(code: u128, seat: u8, next_sibling: u32) -> Self {
        Node {
            code,
            seat,
            visits: 0,
            available: 0,
            children: 0,
            reward: 0.0,
            first_child: NONE,
            next_sibling,
        }
    }
}

/// The nodes of one search; children are linked lists through the arena,
/// so adding a node allocates only when the arena grows.
#[derive(Clone, Debug, Default)]
pub(super) struct Tree {
    nodes: Vec<Node>,
}

impl Tree {
    /// Empties the tree, keeping its memory, and adds the root.
    pub(super) fn reset(&mut self) {
        self.nodes.clear();
        self.nodes.push(Node::new(0, 0, NONE));
    }

    /// Marks which of the legal actions already have a child of `node` in
    /// `tried`, counts each such child as available, and returns the child
    /// with the best UCB score with its legal index. The legal actions are
    /// given by their codes, in legal order (`codes`), and, for a long list,
    /// sorted with their indices too (`sorted`, empty for a short list,
    /// which is scanned instead).
    pub(super) fn select(
        &mut self,
        node: u32,
        codes: &[u128],
        sorted: &[(u128, u32)],
        tried: &mut [bool],
        exploration: f64,
    ) -> Option<(u32, u32)> {
        let mut best: Option<(f64, u32, u32)> = None;
        let mut child = self.nodes[node as usize].first_child;
        while child != NONE {
            let n = &mut self.nodes[child as usize];
            let found = if sorted.is_empty() {
                codes.iter().position(|&c| c == n.code).map(|i| i as u32)
            } else {
                sorted
                    .binary_search_by_key(&n.code, |&(code, _)| code)
                    .ok()
                    .map(|at| sorted[at].1)
            };
            if let Some(index) = found {
                tried[index as usize] = true;
                n.available += 1;
                let score = ucb(n, exploration);
                if best.is_none_or(|(s, _, _)| score > s) {
                    best = Some((score, child, index));
                }
            }
            child = n.next_sibling;
        }
        best.map(|(_, child, index)| (child, index))
    }

    /// The iterations that have gone through `node`, and its children.
    pub(super) fn visits_and_children(&self, node: u32) -> (u32, u32) {
        let n = &self.nodes[node as usize];
        (n.visits, n.children)
    }

    /// Adds a child of `parent` for the action `code` chosen by `seat`.
    pub(super) fn add_child(&mut self, parent: u32, code: u128, seat: crate::Seat) -> u32 {
        let id = self.nodes.len() as u32;
        let sibling = self.nodes[parent as usize].first_child;
        self.nodes.push(Node::new(code, seat.0, sibling));
        let p = &mut self.nodes[parent as usize];
        p.first_child = id;
        p.children += 1;
        id
    }

    /// Counts an iteration through `node`, crediting the reward of the seat
    /// that chose it.
    pub(super) fn back_up(&mut self, node: u32, rewards: &[f64; crate::MAX_SEATS]) {
        let n = &mut self.nodes[node as usize];
        n.visits += 1;
        n.reward += rewards.get(usize::from(n.seat)).copied().unwrap_or(0.0);
    }

    /// The visits of the root's child for `code`, and its mean reward.
    pub(super) fn root_stats(&self, code: u128) -> (u32, f64) {
        let mut child = self.nodes.first().map_or(NONE, |r| r.first_child);
        while child != NONE {
            let n = &self.nodes[child as usize];
            if n.code == code {
                let mean = if n.visits == 0 {
                    0.0
                } else {
                    n.reward / f64::from(n.visits)
                };
                return (n.visits, mean);
            }
            child = n.next_sibling;
        }
        (0, 0.0)
    }
}

/// `mean + c·√(ln(available) / visits)`; an unvisited child first.
fn ucb(n: &Node, exploration: f64) -> f64 {
    if n.visits == 0 {
        return f64::INFINITY;
    }
    let visits = f64::from(n.visits);
    n.reward / visits + exploration * (f64::from(n.available.max(1)).ln() / visits).sqrt()
}
