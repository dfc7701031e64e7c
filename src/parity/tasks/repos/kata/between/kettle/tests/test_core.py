from kata_between.core import kettle


def test_kettle_0():
    assert kettle(2, 3, 9) == False


def test_kettle_1():
    assert kettle(3, 3, 9) == True


def test_kettle_2():
    assert kettle(4, 3, 9) == True


def test_kettle_3():
    assert kettle(8, 3, 9) == True


def test_kettle_4():
    assert kettle(9, 3, 9) == False


def test_kettle_5():
    assert kettle(10, 3, 9) == False
