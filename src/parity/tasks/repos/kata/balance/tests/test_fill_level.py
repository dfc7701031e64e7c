from kata_balance.fill_level import fill_level


def test_fill_level_0():
    assert fill_level([]) == 0


def test_fill_level_1():
    assert fill_level([1, 8, 4, 20, 18]) == 3


def test_fill_level_2():
    assert fill_level([16]) == 1


def test_fill_level_3():
    assert fill_level([12, 16, 14, 18, 19]) == 3


def test_fill_level_4():
    assert fill_level([2, 3, 15, 11]) == -2


def test_fill_level_5():
    assert fill_level([0, 3, 16]) == 1
