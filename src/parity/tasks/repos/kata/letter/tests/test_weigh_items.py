from kata_letter.weigh_items import weigh_items


def test_weigh_items_0():
    assert weigh_items(90) == 'B'


def test_weigh_items_1():
    assert weigh_items(91) == 'A'


def test_weigh_items_2():
    assert weigh_items(92) == 'A'


def test_weigh_items_3():
    assert weigh_items(84) == 'C'


def test_weigh_items_4():
    assert weigh_items(85) == 'B'


def test_weigh_items_5():
    assert weigh_items(86) == 'B'
