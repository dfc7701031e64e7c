from kata_bonus.cap_range import cap_range


def test_cap_range_0():
    assert cap_range(45) == 56


def test_cap_range_1():
    assert cap_range(33) == 41


def test_cap_range_2():
    assert cap_range(57) == 71


def test_cap_range_3():
    assert cap_range(16) == 20


def test_cap_range_4():
    assert cap_range(50, 3) == 62


def test_cap_range_5():
    assert cap_range(50, 4) == 74
