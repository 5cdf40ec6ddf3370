"""sqlmap --preprocess hook used by bench/security/sqlmap-scan.sh.

A few scanned requests change state: sent twice, the same request answers differently the
second time (409 "already booked", 404 "no such buyer"). sqlmap compares answers to tell a
true condition from a false one, so an answer that drifts hides injections, and the
second request never reaches the SQL the first one did. Before each such request this hook
puts the state back, so every request of the scan runs the same code path:

* POST /api/orders: the buyer's open booking of the scanned listing is cancelled, so the
  booking is inserted again (its phoneNumber and location reach the INSERT every time).
* DELETE /api/user/all-buyers/<email> and /api/user/all-sellers/<email>: the throwaway
  account is signed up again once a request has deleted it.

The scan script passes what the hook needs in environment variables (SCAN_*).
"""

import inspect
import json
import os
import urllib.error
import urllib.parse
import urllib.request

# sqlmap 1.7.2 (Debian bookworm) checks the hook's signature with inspect.getargspec, which
# Python 3.11 removed; it imports this module first, so the old name can be put back here.
if not hasattr(inspect, "getargspec"):
    inspect.getargspec = inspect.getfullargspec


def _call(method, path, token=None, body=None):
    """One API request; answers (status, parsed JSON body or None)."""
    headers = {"content-type": "application/json"} if body is not None else {}
    if token:
        headers["authorization"] = "Bearer " + token
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(
        os.environ["SCAN_BASE_URL"] + path, data=data, headers=headers, method=method
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, None


def _reopen_booking():
    token = os.environ["SCAN_BUYER_TOKEN"]
    product_id = os.environ["SCAN_BOOKED_PRODUCT_ID"]
    status, orders = _call("GET", "/api/me/orders?limit=100", token)
    if status != 200:
        return
    for order in orders:
        if order["productId"] == product_id and order["status"] == "pending":
            _call("PATCH", "/api/orders/" + order["_id"], token, {"status": "cancelled"})


def _recreate_throwaway(kind):
    seller = kind == "sellers"
    email = os.environ["SCAN_THROWAWAY_SELLER" if seller else "SCAN_THROWAWAY_BUYER"]
    # 409 (the account still exists) is the usual answer and is fine.
    _call(
        "POST",
        "/api/auth/signup",
        body={"name": "Throwaway", "email": email, "password": "throwaway-password", "seller": seller},
    )


def preprocess(req):
    if "SCAN_BASE_URL" not in os.environ:
        return  # sqlmap calls the hook once with a dummy request when loading it
    path = urllib.parse.urlsplit(req.full_url).path
    method = req.get_method()
    if method == "POST" and path == "/api/orders":
        _reopen_booking()
    elif method == "DELETE" and path.startswith("/api/user/all-buyers/"):
        _recreate_throwaway("buyers")
    elif method == "DELETE" and path.startswith("/api/user/all-sellers/"):
        _recreate_throwaway("sellers")
