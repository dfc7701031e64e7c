from kata_discount.trim_unit import trim_unit


def test_trim_unit_0():
    assert trim_unit(40, 1) == 40


def test_trim_unit_1():
    assert trim_unit(34, 10) == 272


def test_trim_unit_2():
    assert trim_unit(3, 12) == 29


def test_trim_unit_3():
    assert trim_unit(12, 3) == 36


def test_trim_unit_4():
    assert trim_unit(2, 5) == 10


def test_trim_unit_5():
    assert trim_unit(20, 6) == 120
