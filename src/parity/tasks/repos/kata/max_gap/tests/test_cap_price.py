from kata_max_gap.cap_price import cap_price


def test_cap_price_0():
    assert cap_price([7, 10, 10, 14, 17, 29]) == 12


def test_cap_price_1():
    assert cap_price([4, 24]) == 20


def test_cap_price_2():
    assert cap_price([4, 6, 10, 19, 28]) == 9


def test_cap_price_3():
    assert cap_price([11, 24, 29, 30]) == 13


def test_cap_price_4():
    assert cap_price([11, 20, 22, 24]) == 9


def test_cap_price_5():
    assert cap_price([3, 3]) == 0
