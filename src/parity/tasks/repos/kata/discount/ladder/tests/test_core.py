from kata_discount.core import ladder


def test_ladder_0():
    assert ladder(18, 5) == 90


def test_ladder_1():
    assert ladder(28, 8) == 168


def test_ladder_2():
    assert ladder(9, 7) == 63


def test_ladder_3():
    assert ladder(14, 10) == 105


def test_ladder_4():
    assert ladder(38, 7) == 266


def test_ladder_5():
    assert ladder(20, 7) == 140
