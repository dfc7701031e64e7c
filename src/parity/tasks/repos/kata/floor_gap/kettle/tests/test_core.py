from kata_floor_gap.core import kettle


def test_kettle_0():
    assert kettle(7, 10) == 1


def test_kettle_1():
    assert kettle(7, 17) == 1


def test_kettle_2():
    assert kettle(11, 13) == 1


def test_kettle_3():
    assert kettle(9, 20) == 1


def test_kettle_4():
    assert kettle(13, 19) == 1


def test_kettle_5():
    assert kettle(1, 4) == 1
