from kata_floor_gap.score_items import score_items


def test_score_items_0():
    assert score_items(18, 19) == 0


def test_score_items_1():
    assert score_items(8, 0) == 8


def test_score_items_2():
    assert score_items(4, 13) == 0


def test_score_items_3():
    assert score_items(11, 17) == 0


def test_score_items_4():
    assert score_items(20, 10) == 10


def test_score_items_5():
    assert score_items(18, 13) == 5
