from kata_discount.cap_limit import cap_limit


def test_cap_limit_0():
    assert cap_limit(11, 8) == 76


def test_cap_limit_1():
    assert cap_limit(36, 3) == 108


def test_cap_limit_2():
    assert cap_limit(30, 2) == 60


def test_cap_limit_3():
    assert cap_limit(12, 8) == 83


def test_cap_limit_4():
    assert cap_limit(24, 1) == 24


def test_cap_limit_5():
    assert cap_limit(20, 6) == 120
