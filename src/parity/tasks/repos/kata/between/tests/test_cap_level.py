from kata_between.cap_level import cap_level


def test_cap_level_0():
    assert cap_level(2, 3, 9) == False


def test_cap_level_1():
    assert cap_level(3, 3, 9) == True


def test_cap_level_2():
    assert cap_level(4, 3, 9) == True


def test_cap_level_3():
    assert cap_level(8, 3, 9) == True


def test_cap_level_4():
    assert cap_level(9, 3, 9) == False


def test_cap_level_5():
    assert cap_level(10, 3, 9) == False
