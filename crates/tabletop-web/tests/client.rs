//! A small HTTP/1.1 client for the tests: one keep-alive connection to the
//! server under test on the loopback interface, requests written by hand,
//! answers read by their `Content-Length` (or chunks).

use serde_json::Value;
use std::net::SocketAddr;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

/// One answer.
pub struct Answer {
    /// The status code.
    pub status: u16,
    /// The headers, names in lower case.
    pub headers: Vec<(String, String)>,
    /// The body as text.
    pub body: String,
}

impl Answer {
    /// The body as JSON (panics, failing the test, if it is not).
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }

    /// The value of header `name`.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A connection to the server.
pub struct Client {
    addr: SocketAddr,
    stream: Option<BufReader<TcpStream>>,
}

impl Client {
    /// A client of the server at `addr` (connects on first use).
    pub fn new(addr: SocketAddr) -> Self {
        Client { addr, stream: None }
    }

    /// `GET path`.
    pub async fn get(&mut self, path: &str) -> Answer {
        self.send("GET", path, None).await
    }

    /// `POST path` with a JSON body.
    pub async fn post(&mut self, path: &str, body: &Value) -> Answer {
        self.send("POST", path, Some(body.to_string().as_bytes()))
            .await
    }

    /// Sends one request and reads its answer; a connection the server
    /// closed is opened again once.
    pub async fn send(&mut self, method: &str, path: &str, body: Option<&[u8]>) -> Answer {
        for attempt in 0..2 {
            match self.try_send(method, path, body).await {
                Ok(answer) => return answer,
                Err(e) if attempt == 0 => {
                    let _ = e;
                    self.stream = None;
                }
                Err(e) => panic!("{method} {path}: {e}"),
            }
        }
        unreachable!("the loop returns or panics")
    }

    async fn try_send(
        &mut self,
        method: &str,
        path: &str,
        body: Option<&[u8]>,
    ) -> std::io::Result<Answer> {
        if self.stream.is_none() {
            self.stream = Some(BufReader::new(TcpStream::connect(self.addr).await?));
        }
        let stream = self.stream.as_mut().expect("connected above");
        let body = body.unwrap_or_default();
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
            self.addr,
            body.len()
        );
        stream.get_mut().write_all(head.as_bytes()).await?;
        stream.get_mut().write_all(body).await?;
        let answer = read_answer(stream).await;
        if answer.is_err() {
            self.stream = None;
        }
        let answer = answer?;
        if answer.header("connection") == Some("close") {
            self.stream = None;
        }
        Ok(answer)
    }
}

fn broken(what: &str) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::UnexpectedEof, what.to_string())
}

async fn read_answer(stream: &mut BufReader<TcpStream>) -> std::io::Result<Answer> {
    let mut line = String::new();
    if stream.read_line(&mut line).await? == 0 {
        return Err(broken("the server closed the connection"));
    }
    let status = line
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| broken("no status line"))?;
    let mut headers = Vec::new();
    loop {
        line.clear();
        stream.read_line(&mut line).await?;
        let text = line.trim_end();
        if text.is_empty() {
            break;
        }
        if let Some((name, value)) = text.split_once(':') {
            headers.push((name.trim().to_ascii_lowercase(), value.trim().to_string()));
        }
    }
    let find = |name: &str| {
        headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    };
    let body = if find("transfer-encoding").as_deref() == Some("chunked") {
        read_chunks(stream).await?
    } else {
        let length: usize = find("content-length")
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        let mut body = vec![0; length];
        stream.read_exact(&mut body).await?;
        body
    };
    Ok(Answer {
        status,
        headers,
        body: String::from_utf8_lossy(&body).into_owned(),
    })
}

async fn read_chunks(stream: &mut BufReader<TcpStream>) -> std::io::Result<Vec<u8>> {
    let mut body = Vec::new();
    let mut line = String::new();
    loop {
        line.clear();
        stream.read_line(&mut line).await?;
        let size = usize::from_str_radix(line.trim(), 16).map_err(|_| broken("bad chunk"))?;
        let mut chunk = vec![0; size + 2];
        stream.read_exact(&mut chunk).await?;
        if size == 0 {
            return Ok(body);
        }
        body.extend_from_slice(&chunk[..size]);
    }
}

/// Starts a server with `limits` on a free loopback port; its address.
pub async fn start(limits: tabletop_web::Limits) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a free loopback port");
    let addr = listener.local_addr().expect("its address");
    tokio::spawn(tabletop_web::serve(listener, limits));
    addr
}
