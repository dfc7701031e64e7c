from kata_between.trim_unit import trim_unit


def test_trim_unit_0():
    assert trim_unit(2, 3, 9) == False


def test_trim_unit_1():
    assert trim_unit(3, 3, 9) == True


def test_trim_unit_2():
    assert trim_unit(4, 3, 9) == True


def test_trim_unit_3():
    assert trim_unit(8, 3, 9) == True


def test_trim_unit_4():
    assert trim_unit(9, 3, 9) == False


def test_trim_unit_5():
    assert trim_unit(10, 3, 9) == False
