from kata_balance.cap_limit import cap_limit


def test_cap_limit_0():
    assert cap_limit([9, 1, 14, 10]) == 0


def test_cap_limit_1():
    assert cap_limit([19, 7, 11, 0, 20]) == -1


def test_cap_limit_2():
    assert cap_limit([6, 2]) == 2


def test_cap_limit_3():
    assert cap_limit([13, 5, 6, 2, 12]) == 1


def test_cap_limit_4():
    assert cap_limit([8, 18, 11, 5, 12]) == 1


def test_cap_limit_5():
    assert cap_limit([]) == 0
