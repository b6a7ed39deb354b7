//! `tabletop web`: the real binary serves the dispute page on the address
//! it prints, and refuses what it cannot serve on.

use crate::common::{stderr, tabletop};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};

#[test]
fn web_serves_the_page_on_the_address_it_prints() {
    let mut server = Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args(["web", "--bind", "127.0.0.1:0"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut first = String::new();
    BufReader::new(server.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let addr = first
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_else(|| panic!("no address in {first:?}"))
        .to_string();
    let mut stream = TcpStream::connect(&addr).unwrap();
    write!(
        stream,
        "GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    server.kill().unwrap();
    server.wait().unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(
        answer
            .to_ascii_lowercase()
            .contains("content-security-policy:")
    );
    assert!(answer.contains("<title>tabletop: settle a rule dispute</title>"));
}

#[test]
fn web_refuses_an_address_it_cannot_bind_and_absurd_limits() {
    let o = tabletop(&["web", "--bind", "not-an-address"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).starts_with("error: not-an-address: "),
        "{}",
        stderr(&o)
    );
    let o = tabletop(&["web", "--max-disputes", "0"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("--max-disputes must be from 1 to 100,000, not 0"),
        "{}",
        stderr(&o)
    );
}
