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
    /// with the best UCB score with its legal index (the first of equal
    /// scores, children taken newest first). The legal actions are given
    /// by their codes, in legal order (`codes`); `matcher` is scratch space.
    pub(super) fn select(
        &mut self,
        node: u32,
        codes: &[u128],
        matcher: &mut Matcher,
        tried: &mut [bool],
        exploration: f64,
    ) -> Option<(u32, u32)> {
        matcher.kids.clear();
        let mut child = self.nodes[node as usize].first_child;
        while child != NONE {
            let n = &self.nodes[child as usize];
            matcher.kids.push(Kid {
                code: n.code,
                node: child,
                index: NONE,
            });
            child = n.next_sibling;
        }
        matcher.find(codes);
        let mut best: Option<(f64, u32, u32)> = None;
        for kid in &matcher.kids {
            if kid.index == NONE {
                continue;
            }
            tried[kid.index as usize] = true;
            let n = &mut self.nodes[kid.node as usize];
            n.available += 1;
            let score = ucb(n, exploration);
            if best.is_none_or(|(s, _, _)| score > s) {
                best = Some((score, kid.node, kid.index));
            }
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

/// Legal lists up to this long are scanned once per child to find it; longer
/// ones (a Trailblazers turn: some 800 placements) are matched in one pass
/// through a small hash table of the node's children.
const SCAN_UP_TO: usize = 24;

/// A child of the node being selected from, and the index of its action in
/// the legal list (`NONE` while not found).
#[derive(Copy, Clone, Debug)]
struct Kid {
    code: u128,
    node: u32,
    index: u32,
}

/// Scratch space that matches a node's children to the legal list without
/// sorting the list: reused from iteration to iteration.
#[derive(Clone, Debug, Default)]
pub(super) struct Matcher {
    kids: Vec<Kid>,
    slots: Vec<u32>,
}

impl Matcher {
    /// Sets each kid's `index` to the first position of its code in
    /// `codes`, if any.
    fn find(&mut self, codes: &[u128]) {
        if self.kids.is_empty() {
            return;
        }
        if codes.len() <= SCAN_UP_TO {
            for kid in &mut self.kids {
                if let Some(i) = codes.iter().position(|&c| c == kid.code) {
                    kid.index = i as u32;
                }
            }
            return;
        }
        // Open addressing, at most half full: a legal code that is no child
        // mostly meets an empty slot at once.
        let bits = (2 * self.kids.len()).next_power_of_two().trailing_zeros();
        let mask = (1usize << bits) - 1;
        self.slots.clear();
        self.slots.resize(mask + 1, NONE);
        for (k, kid) in self.kids.iter().enumerate() {
            let mut slot = hash(kid.code, bits);
            while self.slots[slot] != NONE {
                slot = (slot + 1) & mask;
            }
            self.slots[slot] = k as u32;
        }
        for (i, &code) in codes.iter().enumerate() {
            let mut slot = hash(code, bits);
            loop {
                let k = self.slots[slot];
                if k == NONE {
                    break;
                }
                let kid = &mut self.kids[k as usize];
                if kid.code == code {
                    if kid.index == NONE {
                        kid.index = i as u32;
                    }
                    break;
                }
                slot = (slot + 1) & mask;
            }
        }
    }
}

/// A slot in a table of `2^bits` for an action code (Fibonacci hashing of
/// the code's two halves folded together).
#[inline]
fn hash(code: u128, bits: u32) -> usize {
    let folded = (code as u64) ^ ((code >> 64) as u64).rotate_left(29);
    (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - bits)) as usize
}

/// `mean + c·√(ln(available) / visits)`; an unvisited child first.
fn ucb(n: &Node, exploration: f64) -> f64 {
    if n.visits == 0 {
        return f64::INFINITY;
    }
    let visits = f64::from(n.visits);
    n.reward / visits + exploration * (f64::from(n.available.max(1)).ln() / visits).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameRng;

    /// The index the plain scan gives: the first position of `code`.
    fn scanned(codes: &[u128], code: u128) -> u32 {
        codes
            .iter()
            .position(|&c| c == code)
            .map_or(NONE, |i| i as u32)
    }

    #[test]
    fn children_are_found_where_a_scan_of_the_legal_list_finds_them() {
        let mut rng = GameRng::new(23);
        let mut matcher = Matcher::default();
        for round in 0..400 {
            // Short lists are scanned; long ones (up to a Trailblazers turn)
            // go through the table. Codes are wide, clustered or repeated.
            let len = 1 + rng.index(if round % 2 == 0 { 30 } else { 900 });
            let wide = round % 3 == 0;
            let codes: Vec<u128> = (0..len)
                .map(|_| {
                    let low = u128::from(rng.below(2000));
                    if wide { low << 70 | low } else { low }
                })
                .collect();
            matcher.kids.clear();
            for k in 0..1 + rng.index(40) {
                // About half the children are legal here, half are not.
                let code = if rng.below(2) == 0 {
                    codes[rng.index(len)]
                } else {
                    u128::from(rng.below(4000)) << 1 | 1 << 100
                };
                if matcher.kids.iter().all(|kid| kid.code != code) {
                    matcher.kids.push(Kid {
                        code,
                        node: k as u32,
                        index: NONE,
                    });
                }
            }
            matcher.find(&codes);
            for kid in &matcher.kids {
                assert_eq!(kid.index, scanned(&codes, kid.code), "round {round}");
            }
        }
    }
}
