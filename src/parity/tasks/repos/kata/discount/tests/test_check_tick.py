from kata_discount.check_tick import check_tick


def test_check_tick_0():
    assert check_tick(36, 4) == 144


def test_check_tick_1():
    assert check_tick(3, 2) == 6


def test_check_tick_2():
    assert check_tick(40, 12) == 360


def test_check_tick_3():
    assert check_tick(5, 7) == 35


def test_check_tick_4():
    assert check_tick(8, 12) == 72


def test_check_tick_5():
    assert check_tick(20, 8) == 120
