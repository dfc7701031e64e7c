from kata_between.check_bonus import check_bonus


def test_check_bonus_0():
    assert check_bonus(2, 3, 9) == False


def test_check_bonus_1():
    assert check_bonus(3, 3, 9) == True


def test_check_bonus_2():
    assert check_bonus(4, 3, 9) == True


def test_check_bonus_3():
    assert check_bonus(8, 3, 9) == True


def test_check_bonus_4():
    assert check_bonus(9, 3, 9) == False


def test_check_bonus_5():
    assert check_bonus(10, 3, 9) == False
