from kata_between.round_unit import round_unit


def test_round_unit_0():
    assert round_unit(2, 3, 9) == False


def test_round_unit_1():
    assert round_unit(3, 3, 9) == True


def test_round_unit_2():
    assert round_unit(4, 3, 9) == True


def test_round_unit_3():
    assert round_unit(8, 3, 9) == True


def test_round_unit_4():
    assert round_unit(9, 3, 9) == False


def test_round_unit_5():
    assert round_unit(10, 3, 9) == False
